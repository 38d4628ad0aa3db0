/**
 * What a part of a page is called, for its states: a section's title, or else the page's. A part
 * that fails says which part could not be loaded (TechnicalError), without every page passing the
 * name to every state.
 */
import { createContext, type ReactNode, useContext } from 'react';

const PartNameContext = createContext<string | undefined>(undefined);

/** @example <PartName name="Verrechnungskonto"><PartView part={…} /></PartName> */
export function PartName({ name, children }: { readonly name: string; readonly children: ReactNode }) {
  return <PartNameContext.Provider value={name}>{children}</PartNameContext.Provider>;
}

/** The name of the nearest section or page; undefined outside both. */
export function usePartName(): string | undefined {
  return useContext(PartNameContext);
}
