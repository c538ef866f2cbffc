// Calls to the cubeguide JSON API. A failed call throws an ApiError with the server's code, message and detail,
// or a clear message when the server could not be reached or did not answer with JSON.

export class ApiError extends Error {
  constructor(status, code, message, detail, retryAfter) {
    super(message);
    this.status = status;
    this.code = code;
    this.detail = detail || {};
    this.retryAfter = retryAfter;
  }
}

export async function api(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError(0, 'NETWORK', 'Could not reach the cubeguide server. Is `cubeguide serve` still running?');
  }
  let json = null;
  try {
    json = await response.json();
  } catch (e) {
    json = null;
  }
  if (response.ok && json) return json;
  const error = json && json.error;
  if (error && error.code && error.message) {
    throw new ApiError(response.status, error.code, error.message, error.detail, response.headers.get('Retry-After'));
  }
  throw new ApiError(response.status, 'HTTP_' + response.status,
    `The server answered with an error (HTTP ${response.status}) instead of a solution. Nothing was changed; please try again.`);
}
