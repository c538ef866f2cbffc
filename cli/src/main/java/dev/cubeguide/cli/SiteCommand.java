package dev.cubeguide.cli;

import dev.cubeguide.web.site.StaticSite;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code cubeguide site --out DIR}: the guide as a static site, a folder any static file server or HTTPS host serves
 * as it is. The page solves in the browser with the compiled engines, works offline after one visit, and installs
 * as an app.
 */
@Command(name = "site", mixinStandardHelpOptions = true,
        description = {"Write the guide as a static site: a folder any static file server or HTTPS host serves as it "
                + "is. The page solves in the browser (no Java, no server), works offline after one visit and "
                + "installs as an app.",
            "Example: cubeguide site --out site && (cd site && python3 -m http.server 8000)"})
final class SiteCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "the folder to write: new or empty, or a site written before (brought up to date)")
    Path out;

    @Override
    public Integer call() {
        StaticSite site = StaticSite.assemble(StaticSite.Host.STATIC);
        site.writeTo(out);
        var print = spec.commandLine().getOut();
        print.println("wrote the guide's site to " + out + ": " + site.summary());
        print.println("serve the folder as it is, over HTTPS for a phone's camera and for installing the app; to try it "
                + "here: (cd " + out + " && python3 -m http.server 8000), then open http://localhost:8000/");
        print.flush();
        return Cli.OK;
    }
}
