export { ModuleBuilderPage } from './ModuleBuilderPage';
export { ModuleEditorPage } from './ModuleEditorPage';
