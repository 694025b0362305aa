// The admin's API token for a benchmark: a password sign-in on the Auth emulator, then POST /jwt.
export async function adminToken(harnessEnv, apiUrl, email, password) {
  const signIn = await fetch(
    `http://${harnessEnv.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { idToken } = await signIn.json();
  const exchange = await fetch(`${apiUrl}/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (!exchange.ok) throw new Error(`POST /jwt answered ${exchange.status}`);
  return (await exchange.json()).token;
}
