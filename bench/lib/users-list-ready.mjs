/**
 * Not measured by any bench: the API reads its users index once at start (USERS_SEARCH=auto on
 * FerretDB), and until it has, GET /users answers 503 "still loading" with Retry-After. Asks as a
 * client would, honouring Retry-After, for up to five minutes; resolves with the first 200.
 */
export async function usersListReady(apiUrl, token, { timeoutMs = 300_000 } = {}) {
  let answer;
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    answer = await fetch(`${apiUrl}/users?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.ok) return answer;
    const retryAfter = Number(answer.headers.get('retry-after') ?? 5);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
  throw new Error(`GET /users answered ${answer?.status} while warming up`);
}
