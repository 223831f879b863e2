// `npm run dev`: the API with hot reload (tsx watch) and the Vite dev server with HMR, side by side.
// Open the Vite URL (http://localhost:5173); it proxies /wps, /lgw, /dev and /docs to the API.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: 'apps/web', stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (code ? stop() : null));
