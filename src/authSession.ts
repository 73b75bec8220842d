// Whether this browser may hold a Firebase session, known without loading the Firebase SDK, so
// that the public pages (landing, sign-in) of a visitor who is signed out never load it.

const MARK = 'ssm.session';
/** Where the Firebase SDK keeps its session in a browser. */
const FIREBASE_DATABASE = 'firebaseLocalStorageDb';

/** Records what the SDK reported: someone signed in, or nobody. */
export function rememberSession(signedIn: boolean): void {
  try {
    localStorage.setItem(MARK, signedIn ? 'yes' : 'no');
  } catch {
    // storage refused (private mode): the next load asks the SDK
  }
}

function storedMark(): string | null {
  try {
    return localStorage.getItem(MARK);
  } catch {
    return null;
  }
}

/**
 * False only when no session can exist: the SDK said nobody was signed in, or it never
 * stored anything in this browser. Unsure (older browsers, a session from before the mark
 * existed) counts as true, and the caller loads the SDK to find out.
 */
export async function maybeSignedIn(): Promise<boolean> {
  const mark = storedMark();
  if (mark) return mark === 'yes';
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((d) => d.name === FIREBASE_DATABASE);
  } catch {
    return true;
  }
}
