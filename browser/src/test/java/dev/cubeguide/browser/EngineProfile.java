package dev.cubeguide.browser;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A CPU profile of the engine's steps in headless Chromium, the engine running on the page's thread: the functions
 * with the most time of their own. For finding what to make faster; build the engines with
 * {@code -Dengine.minify=false} to see their names. Arguments: the engine (wasm or js), then steps:
 * {@code prepare:PART}, {@code unstored:PART} (the tables not kept in storage), {@code warm:PART} (zeroed tables handed in, then prepared), {@code solve:SOLVER:COUNT}.
 */
public final class EngineProfile {
    private EngineProfile() {
    }

    public static void main(String[] args) throws Exception {
        StaticServer server = new StaticServer(EngineBrowserTest.engineFolder(),
                Paths.get("target/test-classes/harness").toAbsolutePath());
        try (Playwright playwright = HeadlessChromium.playwright()) {
            Browser browser = HeadlessChromium.launch(playwright);
            Page page = browser.newPage();
            page.navigate(server.url() + "profile.html?engine=" + args[0]);
            page.waitForFunction("() => document.title === 'ready'");
            CDPSession cdp = page.context().newCDPSession(page);
            cdp.send("Profiler.enable");
            JsonObject interval = new JsonObject();
            interval.addProperty("interval", 200);
            cdp.send("Profiler.setSamplingInterval", interval);
            for (int i = 1; i < args.length; i++) {
                String[] step = args[i].split(":");
                cdp.send("Profiler.start");
                Object ms = switch (step[0]) {
                    case "prepare" -> page.evaluate("p => window.profile.prepare(p)", step[1]);
                    case "unstored" -> page.evaluate("p => window.profile.unstored(p)", step[1]);
                    case "warm" -> page.evaluate("p => window.profile.warm(p)", step[1]);
                    case "solve" -> page.evaluate("([f, s]) => window.profile.solve(f, s)", List.of(
                            RandomCubes.randomStates(1, Integer.parseInt(step[2])).stream().map(CubieCube::toFacelets)
                                    .toList(), step[1]));
                    default -> throw new IllegalArgumentException(args[i]);
                };
                JsonObject profile = cdp.send("Profiler.stop").getAsJsonObject("profile");
                System.out.println("== " + args[i] + ": " + ms + " ms");
                print(profile);
            }
            browser.close();
        } finally {
            server.close();
        }
    }

    private static void print(JsonObject profile) {
        Map<Integer, String> names = new HashMap<>();
        for (JsonElement e : profile.getAsJsonArray("nodes")) {
            JsonObject node = e.getAsJsonObject();
            JsonObject frame = node.getAsJsonObject("callFrame");
            names.put(node.get("id").getAsInt(), frame.get("functionName").getAsString() + " "
                    + frame.get("url").getAsString().replaceAll(".*/", "") + ":" + frame.get("lineNumber").getAsInt());
        }
        JsonArray samples = profile.getAsJsonArray("samples");
        JsonArray deltas = profile.getAsJsonArray("timeDeltas");
        Map<String, Long> self = new HashMap<>();
        long total = 0;
        for (int i = 0; i < samples.size(); i++) {
            long dt = deltas.get(i).getAsLong();
            self.merge(names.get(samples.get(i).getAsInt()), dt, Long::sum);
            total += dt;
        }
        long all = total;
        self.entrySet().stream().sorted((a, b) -> Long.compare(b.getValue(), a.getValue())).limit(25)
                .forEach(e -> System.out.printf("%6.1f%%  %7.1f ms  %s%n", 100.0 * e.getValue() / all,
                        e.getValue() / 1000.0, e.getKey()));
    }
}
