package dev.cubeguide.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.json.JavalinJackson;
import org.eclipse.jetty.http.HttpVersion;
import org.eclipse.jetty.server.ConnectionLimit;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The web server under the routes: one connector (HTTP, or HTTPS with the options' keystore) whose idle timeout is
 * the read timeout; a bounded number of connections, each with a thread of its own, so clients that send their
 * bodies slowly cannot hold the others up; Jetty's own error pages in the API's JSON ({@link JsonErrorHandler}); and
 * the security headers of every answer.
 */
final class JettySetup {
    /** Threads beyond one per connection: Jetty's acceptor and selector, and a margin. */
    private static final int SPARE_THREADS = 32;

    private JettySetup() {
    }

    /**
     * One thread for every connection the limit lets in: a connection whose body is slow to arrive holds its
     * thread (a blocking read) until the read timeout, and must never take the thread of another request.
     */
    static QueuedThreadPool threads(ServerOptions options) {
        QueuedThreadPool threads = new QueuedThreadPool(options.limits().maxConnections() + SPARE_THREADS, 8, 60_000);
        threads.setName("cubeguide-http");
        return threads;
    }

    /** Configures Javalin and its Jetty for {@code options}: limits, JSON, the connector, the error pages. */
    static void configure(JavalinConfig config, ServerOptions options, ObjectMapper json, QueuedThreadPool threads) {
        config.showJavalinBanner = false;
        config.http.maxRequestSize = options.maxBodyBytes();
        config.http.prefer405over404 = true;
        config.jsonMapper(new JavalinJackson(json, false));
        config.jetty.threadPool = threads;
        config.jetty.addConnector((server, http) -> connector(options, server, http));
        config.jetty.modifyServer(server -> {
            server.addBean(new ConnectionLimit(options.limits().maxConnections(), server));
            server.setErrorHandler(new JsonErrorHandler());
        });
        config.jetty.modifyServletContextHandler(context -> context.setErrorHandler(new JsonErrorHandler()));
    }

    /** The headers of every answer: no sniffing, no referrer, and a content security policy for the page. */
    static void addSecurityHeaders(Javalin app) {
        app.before(ctx -> {
            ctx.header("X-Content-Type-Options", "nosniff");
            ctx.header("Referrer-Policy", "no-referrer");
            ctx.header("Content-Security-Policy", "default-src 'self'; img-src 'self' data: blob:; "
                    + "style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'; "
                    + "script-src 'self' 'wasm-unsafe-eval'");
        });
    }

    /**
     * The one connector: HTTP, or HTTPS with the options' keystore; the read timeout is its idle timeout, so a
     * client that stops sending is cut off after it.
     */
    private static ServerConnector connector(ServerOptions options, Server server, HttpConfiguration http) {
        http.setSendServerVersion(false);
        ServerConnector connector;
        if (options.tls().isPresent()) {
            TlsKeystore keystore = options.tls().get();
            SslContextFactory.Server ssl = new SslContextFactory.Server();
            ssl.setKeyStorePath(keystore.file().toString());
            ssl.setKeyStorePassword(keystore.password());
            ssl.setKeyStoreType(keystore.file().toString().endsWith(".jks") ? "JKS" : "PKCS12");
            HttpConfiguration https = new HttpConfiguration(http);
            // The certificate names addresses, and phones connect by address: no SNI to check against it.
            https.addCustomizer(new SecureRequestCustomizer(false, false, -1, false));
            connector = new ServerConnector(server, new SslConnectionFactory(ssl, HttpVersion.HTTP_1_1.asString()),
                    new HttpConnectionFactory(https));
        } else {
            connector = new ServerConnector(server, new HttpConnectionFactory(http));
        }
        connector.setHost(options.host());
        connector.setPort(options.port());
        connector.setIdleTimeout(options.limits().readTimeout().toMillis());
        connector.setAcceptQueueSize(options.limits().acceptQueue());
        return connector;
    }
}
