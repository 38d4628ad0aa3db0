// What `npm start` and `npm run preview` print: where to go and how to log in.

/** @param {{ webUrl: string, sandboxUrl: string, demo: { email: string, password: string }, mode: string }} info */
export function printBanner({ webUrl, sandboxUrl, demo, mode }) {
  const lines = [
    '',
    `  Customer portal (${mode}) is running.`,
    '',
    `  Open:      ${webUrl}/de-de/login/`,
    `  Log in as: ${demo.email}`,
    `  Password:  ${demo.password}`,
    '',
    `  Sandbox:   ${sandboxUrl}  (personas: ${sandboxUrl}/__sandbox/personas, one-time code 123456)`,
    '  Other locales: replace de-de with en, en-gb, fr-fr, nl-nl, es-es, it-it, pl-pl, fi-fi, de-at, de-ch, en-ie.',
    '',
    '  Ctrl-C stops both.',
    '',
  ];
  console.log(lines.join('\n'));
}
