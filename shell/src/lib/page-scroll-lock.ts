let holders = 0;
let overflowBefore = '';

/**
 * Holds the page still (a remote's modal is open) until every holder has let go; returns this
 * holder's release, which is safe to call twice. The shell is the only app that styles `<body>`.
 */
export function lockPageScroll(): () => void {
  if (holders === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) document.body.style.overflow = overflowBefore;
  };
}
