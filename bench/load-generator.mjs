// The bench's load generator (decision 028), forked in a process of its own so that it shares
// no event loop with a server. autocannon's API rather than its command line: the command line
// reads `[<id>]` in a URL as a sub-argument list.
// Usage: node bench/load-generator.mjs '{"url": "...", "connections": 16, "duration": 10, "headers": {}, "idReplacement": false}'
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2] ?? "{}");
const result = await autocannon({ ...options, renderProgressBar: false });
process.stdout.write(JSON.stringify(result));
