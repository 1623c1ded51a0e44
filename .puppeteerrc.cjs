// A system Chromium serves puppeteer where there is one; elsewhere puppeteer downloads its own Chrome at install.
const fs = require('node:fs');
const system = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
module.exports = fs.existsSync(system) ? { skipDownload: true, executablePath: system } : {};
