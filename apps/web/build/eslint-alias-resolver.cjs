// Resolves the web app's `@/` alias for eslint-plugin-boundaries (import/resolver interface 2),
// then hands every import to the node resolver with the TypeScript extensions.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const src = path.join(__dirname, '..', 'src');
const extensions = ['.ts', '.tsx', '.js', '.mjs', '.json'];

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    const target = source.startsWith('@/') ? path.join(src, source.slice(2)) : source;
    return nodeResolver.resolve(target, file, { extensions });
  },
};
