/**
 * The solving guide in the browser: a Javalin server with the JSON API of docs/ARCHITECTURE.md ({@code /api/solve},
 * {@code /api/validate}, {@code /api/parse}, {@code /api/scramble}, {@code /api/solvers},
 * {@code /api/openapi.json}) and the static guide page ({@code resources/web}, three.js from its webjar).
 *
 * <p>The server protects itself: a request body limit, a per-request solve time limit (capped), a bound on the
 * number of solves running at once (the rest get HTTP 503 with {@code Retry-After}), and every error is a JSON
 * object {@code {"error":{"code","message","detail"}}} without a stack trace. The API is described by OpenAPI 3.0
 * (spec.openapis.org/oas/v3.0.3).
 */
package dev.cubeguide.web;
