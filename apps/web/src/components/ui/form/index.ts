/** react-hook-form field components: one frame (label, control, hint or error) for every form. */
export { errorId, fieldAria, fieldError, FormField, type FieldForm, type FieldProps } from './form-field';
export { FileField, setFileId, type FileFieldControl } from './file-field';
export { SelectField } from './select-field';
export { TextField } from './text-field';
export { TextareaField } from './textarea-field';
export { declaredTextInputs, useFieldIds, type TextInputDeclaration } from './declared-fields';
export { TwoColumnForm } from './two-column-form';
