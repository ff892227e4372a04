import { createContext, useContext } from 'react';

/**
 * How a control that is not a field tells its admin form that it changed what will be saved (a picture moved, say):
 * the form then holds unsaved changes, as after typing, and the page asks before it is left.
 */
export const FormChangeContext = createContext<() => void>(() => {});

export const useFormChange = (): (() => void) => useContext(FormChangeContext);
