export type { ConsentDialogProps } from './ConsentDialog';
export { ConsentDialog } from './ConsentDialog';
export type { ConsentLayerProps } from './ConsentLayer';
export { ConsentLayer } from './ConsentLayer';
