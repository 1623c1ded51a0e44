/**
 * react-admin parts a list opens without: the inputs of the filters added from the filter button, and the rich text
 * of show pages (with its HTML sanitiser). Imported only through admin/deferred.tsx, so they form a chunk of their own.
 */
export { AutocompleteInput, DateInput, NullableBooleanInput, NumberInput, ReferenceInput, RichTextField, SelectArrayInput, SelectInput } from 'react-admin';
