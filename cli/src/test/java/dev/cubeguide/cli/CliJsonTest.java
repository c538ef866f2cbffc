package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class CliJsonTest {
    enum Kind { FACE }

    record Point(int x, String label) {
    }

    @Test
    void plainValuesAreWrittenAsTheObjectMapperWritesThem() throws Exception {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("text", "quote \" and \\ and \u00e9 and \n");
        map.put("int", 7);
        map.put("long", 1L << 40);
        map.put("double", 527.18);
        map.put("float", 0.5f);
        map.put("decimal", new BigDecimal("1.250"));
        map.put("bool", true);
        map.put("none", null);
        map.put("list", List.of(1, "two", List.of()));
        map.put("array", new String[] {"a", "b"});
        map.put("enum", Kind.FACE);
        map.put("nested", Map.of("k", Map.of()));
        assertThat(Cli.json(map)).isEqualTo(Cli.mapper().writeValueAsString(map));
    }

    @Test
    void otherObjectsGoToTheObjectMapper() throws Exception {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("record", new Point(3, "p"));
        map.put("optional", Optional.of(5));
        map.put("tree", Cli.mapper().readTree("{\"a\":[1,2]}"));
        assertThat(Cli.json(map)).isEqualTo("{\"record\":{\"x\":3,\"label\":\"p\"},\"optional\":5,\"tree\":{\"a\":[1,2]}}");
    }

    @Test
    void aRunBuildsOnlyTheSubcommandItNames() {
        assertThat(Cli.commandLine(CliTestSolvers.REGISTRY, "solve", "R").getSubcommands().keySet()).containsExactly("solve");
        assertThat(Cli.commandLine(CliTestSolvers.REGISTRY, "--help").getSubcommands().keySet())
                .containsExactlyElementsOf(Main.subcommands().keySet());
        assertThat(Cli.commandLine(CliTestSolvers.REGISTRY, "help", "solve").getSubcommands().keySet())
                .containsExactlyElementsOf(Main.subcommands().keySet());
        assertThat(Cli.commandLine(CliTestSolvers.REGISTRY, "slove").getSubcommands()).hasSize(Main.subcommands().size());
    }

    @Test
    void everySubcommandIsRegisteredUnderItsOwnName() {
        CommandLine all = Cli.commandLine(CliTestSolvers.REGISTRY);
        all.getSubcommands().forEach((name, sub) -> {
            if (!name.equals("help")) {
                assertThat(sub.getCommandSpec().name()).isEqualTo(name);
            }
        });
        assertThat(Arrays.asList(all.getSubcommands().keySet().toArray())).hasSize(Main.subcommands().size());
    }
}
