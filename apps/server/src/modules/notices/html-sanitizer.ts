import sanitizeHtml from 'sanitize-html';

/** Raster images only: an inline SVG could carry script if a client ever rendered it outside <img>. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i;

/** Relative paths (not '//host', which is a remote image in disguise) or a base64 raster image. */
function isAllowedImageSource(src: string): boolean {
  const value = src.trim();
  if (value.startsWith('data:')) return SAFE_DATA_IMAGE.test(value);
  return !value.startsWith('//') && !/^[a-z][a-z0-9+.-]*:/i.test(value);
}

/**
 * Announcement HTML: basic formatting, links with safe schemes (always rel=noopener), images only
 * inline (data:) or from our own site. No scripts, styles, frames, forms or event handlers — anything
 * not listed is dropped, with the text of script/style blocks. Used on save and again on render.
 */
const OPTIONS: Parameters<typeof sanitizeHtml>[1] = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      // Only a new tab is allowed as a target; rel=noopener stops the opened page reaching window.opener.
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs: { ...rest, rel: 'noopener noreferrer', ...(target === '_blank' ? { target } : {}) },
      };
    },
    img: (tagName, attribs) => {
      const src = attribs.src ?? '';
      if (isAllowedImageSource(src)) return { tagName, attribs };
      const { src: _dropped, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
  // An image whose source was refused is useless; drop the element rather than leave a broken frame.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/** Plain text for the marquee: tags dropped, the few entities sanitize-html writes decoded, spaces collapsed. */
export function toPlainText(html: string): string {
  // Block boundaries become spaces first, so "<p>P5,000.</p><p>See…</p>" reads "P5,000. See…".
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
