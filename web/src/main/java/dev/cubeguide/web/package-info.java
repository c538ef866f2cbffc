/**
 * The solving guide in the browser: a Javalin server with the JSON API of docs/API.md ({@code /api/solve},
 * {@code /api/validate}, {@code /api/parse}, {@code /api/scramble}, {@code /api/solvers},
 * {@code /api/openapi.json}) and the static guide page ({@code resources/web}, three.js from its webjar).
 *
 * <p>The server protects itself: POST bodies only as {@code application/json} (415), read strictly (duplicate
 * keys, types and unknown fields refused), within a size limit (413) and a read timeout (408); a bounded number of
 * connections, each with its own thread, so slow clients cannot stall the others; notation parsed and cubes solved
 * inside a bounded number of solve slots (the rest get HTTP 503 with {@code Retry-After}) with a per-request time
 * limit (capped); table builds started by requests only on a loopback server. Every error is a JSON object
 * {@code {"error":{"code","message","detail"}}} without a stack trace or a Java name; a bug answers 500 with a
 * reference the log prints beside it. HTTPS ({@code serve --tls}) uses a kept self-signed certificate or the
 * user's keystore. The API is described by OpenAPI 3.0 (spec.openapis.org/oas/v3.0.3); the status codes follow
 * RFC 9110 (405 with {@code Allow}, 408, 413, 415), and {@code Accept-Post} RFC 5789's registry.
 */
package dev.cubeguide.web;
