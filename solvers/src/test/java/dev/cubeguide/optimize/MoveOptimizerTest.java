package dev.cubeguide.optimize;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Layer;
import dev.cubeguide.notation.Move;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

class MoveOptimizerTest {
    private static final MoveOptimizer DROP = MoveOptimizer.of(OptimizeOptions.defaults()
            .withRotations(RotationPolicy.DROP));
    private static final MoveOptimizer KEEP = MoveOptimizer.of(OptimizeOptions.defaults()
            .withRotations(RotationPolicy.KEEP));
    private static final MoveOptimizer QTM = MoveOptimizer.of(OptimizeOptions.defaults().withCost(CostModel.QTM));

    private static String opt(String alg) {
        return MoveOptimizer.optimize(Alg.parse(alg)).toString();
    }

    @Test
    void theIssueExample() {
        assertThat(opt("R R R U U' D D D D F2 F2")).isEqualTo("R'");
    }

    @Test
    void cancelsMergesAndCommutes() {
        assertThat(opt("R R")).isEqualTo("R2");
        assertThat(opt("R R R")).isEqualTo("R'");
        assertThat(opt("R R'")).isEmpty();
        assertThat(opt("U D U'")).isEqualTo("D");
        assertThat(opt("R U U' R")).isEqualTo("R2");
        assertThat(opt("R U F F' U' R'")).isEmpty();
        assertThat(opt("L R L'")).isEqualTo("R");
        assertThat(opt("R U R' U'")).isEqualTo("R U R' U'");
        assertThat(opt("D U")).as("nothing to gain keeps the order").isEqualTo("D U");
        assertThat(opt("")).isEmpty();
    }

    @Test
    void removesRotationsByRelabelling() {
        assertThat(opt("z U L D z'")).isEqualTo("L D R");
        assertThat(opt("x U x'")).isEqualTo("F");
        assertThat(opt("y R y'")).isEqualTo("B");
        assertThat(opt("R y F")).isEqualTo("R2 y");
        assertThat(DROP.apply(Alg.parse("R y F")).toString()).isEqualTo("R2");
        assertThat(opt("y y")).isEqualTo("y2");
        assertThat(opt("x y x'")).isEqualTo("z");
    }

    @Test
    void wideAndSliceRuns() {
        assertThat(opt("Rw R'")).as("no slice in the input, none in the output").isEqualTo("Rw R'");
        assertThat(opt("Rw R' M2")).isEqualTo("M");
        assertThat(opt("Rw Rw")).isEqualTo("Rw2");
        assertThat(opt("Rw L' U")).as("a pure rotation moves to the end").isEqualTo("F x");
        assertThat(opt("M M'")).isEmpty();
    }

    @Test
    void keepPolicyKeepsRotationsInPlace() {
        assertThat(KEEP.apply(Alg.parse("y R U R' y'")).toString()).isEqualTo("y R U R' y'");
        assertThat(KEEP.apply(Alg.parse("y y R R")).toString()).isEqualTo("y2 R2");
        assertThat(KEEP.apply(Alg.parse("U y U'")).toString()).isEqualTo("y");
    }

    @Test
    void qtmPrefersQuarterTurns() {
        assertThat(QTM.apply(Alg.parse("R R R")).toString()).isEqualTo("R'");
        assertThat(CostModel.QTM.cost(Alg.parse("R2 U x"))).isEqualTo(3.0);
        assertThat(CostModel.HTM.cost(Alg.parse("R2 U x"))).isEqualTo(2.0);
    }

    @Test
    void aRobotModelCanPriceMoves() {
        CostModel slowB = move -> move.layer() == Layer.B ? 10 : 1;
        assertThat(slowB.cost(Alg.parse("B R"))).isEqualTo(11.0);
        MoveOptimizer robot = MoveOptimizer.of(OptimizeOptions.defaults().withCost(slowB));
        assertThat(robot.apply(Alg.parse("B B R R R")).toString()).isEqualTo("B2 R'");
    }

    @Provide
    Arbitrary<List<Move>> anyMoves() {
        Arbitrary<Move> move = Arbitraries.integers().between(0, Layer.values().length * 3 - 1)
                .map(i -> Move.of(Layer.values()[i / 3], i % 3 + 1));
        return move.list().ofMinSize(0).ofMaxSize(40);
    }

    @Provide
    Arbitrary<List<Move>> faceMoves() {
        return Arbitraries.integers().between(0, 17).map(Move::ofIndex).list().ofMaxSize(40);
    }

    @Property(tries = 400)
    void keepsTheStateExactly(@ForAll("anyMoves") List<Move> moves) {
        Alg alg = Alg.of(moves);
        Alg result = MoveOptimizer.optimize(alg);
        assertThat(CubieCube.of(result)).isEqualTo(CubieCube.of(alg));
        assertThat(result.htm()).isLessThanOrEqualTo(alg.htm());
        assertThat(CubieCube.of(KEEP.apply(alg))).isEqualTo(CubieCube.of(alg));
        assertThat(KEEP.apply(alg).htm()).isLessThanOrEqualTo(alg.htm());
    }

    @Property(tries = 400)
    void dropKeepsTheStateUpToHowTheCubeIsHeld(@ForAll("anyMoves") List<Move> moves) {
        Alg alg = Alg.of(moves);
        Alg result = DROP.apply(alg);
        assertThat(result.moves()).noneMatch(m -> m.layer().isRotation());
        CubieCube expected = CubieCube.of(alg);
        CubieCube got = CubieCube.of(result);
        boolean found = false;
        for (List<Move> rotation : allRotations()) {
            if (got.apply(Alg.of(rotation)).equals(expected)) {
                found = true;
            }
        }
        assertThat(found).as("%s and %s differ by a rotation", alg, result).isTrue();
        assertThat(CubieCube.SOLVED.apply(alg).isSolved()).isEqualTo(got.isSolved());
    }

    @Property(tries = 400)
    void isIdempotent(@ForAll("anyMoves") List<Move> moves) {
        Alg alg = Alg.of(moves);
        for (MoveOptimizer optimizer : List.of(MoveOptimizer.of(OptimizeOptions.defaults()), DROP, KEEP, QTM)) {
            Alg once = optimizer.apply(alg);
            assertThat(optimizer.apply(once).moves()).as("%s -> %s", alg, once).isEqualTo(once.moves());
        }
    }

    @Property(tries = 400)
    void faceTurnsStayFaceTurns(@ForAll("faceMoves") List<Move> moves) {
        Alg alg = Alg.of(moves);
        Alg result = MoveOptimizer.optimize(alg);
        assertThat(result.moves()).allMatch(Move::isFaceTurn);
        assertThat(CubieCube.of(result)).isEqualTo(CubieCube.of(alg));
        assertThat(MoveOptimizer.optimize(result.inverse().concat(alg)).isEmpty()).isTrue();
    }

    @Property(tries = 400)
    void noNewKindsOfMove(@ForAll("anyMoves") List<Move> moves) {
        Alg alg = Alg.of(moves);
        for (MoveOptimizer optimizer : List.of(MoveOptimizer.of(OptimizeOptions.defaults()), DROP, KEEP)) {
            for (Move move : optimizer.apply(alg).moves()) {
                Layer layer = move.layer();
                if (layer.isWide() || layer.isSlice() || (layer.isRotation() && optimizer == KEEP)) {
                    assertThat(moves).anyMatch(m -> m.layer().isWide() == layer.isWide()
                            && m.layer().isSlice() == layer.isSlice() && m.layer().isRotation() == layer.isRotation());
                }
            }
        }
    }

    @Property(tries = 400)
    void theFaceTurnPathAgreesWithTheGeneralOne(@ForAll("faceMoves") List<Move> moves) {
        for (MoveOptimizer optimizer : List.of(MoveOptimizer.of(OptimizeOptions.defaults()), DROP, KEEP, QTM)) {
            assertThat(optimizer.applyToFaceTurns(moves)).isEqualTo(optimizer.applyGeneral(moves));
        }
    }

    private static List<List<Move>> allRotations() {
        List<List<Move>> all = new ArrayList<>();
        for (Layer first : new Layer[] {Layer.X, Layer.Y, Layer.Z}) {
            for (int a = 0; a < 4; a++) {
                for (Layer second : new Layer[] {Layer.X, Layer.Y, Layer.Z}) {
                    for (int b = 0; b < 4; b++) {
                        List<Move> r = new ArrayList<>();
                        if (a > 0) {
                            r.add(Move.of(first, a));
                        }
                        if (b > 0) {
                            r.add(Move.of(second, b));
                        }
                        all.add(r);
                    }
                }
            }
        }
        return all;
    }
}
