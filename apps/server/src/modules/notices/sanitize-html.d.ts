/** sanitize-html 2.14 ships no types (and @types is not installed); only what the notices module uses. */
declare module 'sanitize-html' {
  type TAttributes = Record<string, string>;
  type TTransformResult = { tagName: string; attribs: TAttributes; text?: string };
  type TFrame = { tag: string; attribs: TAttributes; text: string };
  type TOptions = {
    allowedTags?: string[] | false;
    allowedAttributes?: Record<string, string[]> | false;
    allowedSchemes?: string[];
    allowedSchemesByTag?: Record<string, string[]>;
    allowProtocolRelative?: boolean;
    disallowedTagsMode?: 'discard' | 'escape' | 'recursiveEscape';
    transformTags?: Record<string, (tagName: string, attribs: TAttributes) => TTransformResult>;
    exclusiveFilter?: (frame: TFrame) => boolean;
  };
  function sanitizeHtml(dirty: string, options?: TOptions): string;
  export default sanitizeHtml;
}
