// Browsers cannot be downloaded on this project's machines: use the system Chromium (Debian's
// `chromium`, which .ci/run installs) and skip puppeteer's own download when it exists.
const { existsSync } = require('node:fs');

const systemChromium = '/usr/bin/chromium';

/** @type {import('puppeteer').Configuration} */
module.exports = existsSync(systemChromium)
  ? { skipDownload: true, executablePath: systemChromium }
  : { skipDownload: true };
