// The chunk of the API page's deferred parts (./ApiPageTools.tsx), shared by the sections that render them.
import { deferredModule } from '@site/src/components/lazy/deferredModule';

export const apiPageTools = deferredModule(
  () => import(/* webpackChunkName: "api-page-tools" */ './ApiPageTools'),
);
