import { buildApp, buildServerIfStale, refuseIfDataDirHeld, runCompiled } from './lib.mjs';

/** `npm start`: build the app and compile the server when their sources changed, then serve both. */
refuseIfDataDirHeld();
const built = await buildApp();
if (built !== 0) process.exit(built);
const compiled = await buildServerIfStale();
if (compiled !== 0) process.exit(compiled);
runCompiled('main');
