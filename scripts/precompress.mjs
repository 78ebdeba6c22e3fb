#!/usr/bin/env node
// Writes .br and .gz next to every built asset, so the server sends compressed files without
// compressing on each request (@fastify/static's preCompressed option picks them).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve("build/client");
const COMPRESSIBLE = /\.(m?js|css|svg|json|html|txt|map)$/;
let count = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name)) {
      const data = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
walk(root);
console.log(`precompressed ${count} assets`);
