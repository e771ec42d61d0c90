/**
 * Starts the portal (server/portal-process.ts). Node caches the modules it compiles, type-stripped,
 * on disk (its default folder under the system's temporary directory, or NODE_COMPILE_CACHE): a
 * start after the first reads them instead of compiling several hundred files again, about 0.4 s of
 * the time to listen on this machine (a seeded server listens within 1.5 s). The call
 * comes before any other import, which a static import would not allow.
 */
import module from 'node:module';

module.enableCompileCache();
await import('./portal-process.ts');
