/** @koa/multer 4 ships no types: the part of its API this server uses, over multer's own types. */
declare module '@koa/multer' {
  import type { Middleware } from 'koa';
  import type multerBase from 'multer';
  import type { Options } from 'multer';

  interface KoaMulter {
    single(fieldName: string): Middleware;
  }
  function multer(options?: Options): KoaMulter;
  namespace multer {
    const memoryStorage: typeof multerBase.memoryStorage;
  }
  export default multer;
}
