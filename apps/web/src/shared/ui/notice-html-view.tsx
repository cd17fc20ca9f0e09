import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { renderNoticeHtml } from '../html/notice-html';

/**
 * A notice body as HTML: sanitised with DOMPurify by the contract's policy, `[https://…]` made
 * into links that open in a new tab. The only place a body reaches the DOM as markup.
 */
export function NoticeHtmlView({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const rendered = useMemo(() => renderNoticeHtml(html), [html]);
  return (
    <Box
      sx={[
        {
          overflowWrap: 'anywhere',
          lineHeight: 1.8,
          '& p, & ul, & ol, & blockquote': { my: 1 },
          '& a': { color: 'primary.dark' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // Sanitised just above (renderNoticeHtml): nothing else is ever set as HTML.
      dangerouslySetInnerHTML={{ __html: rendered }}
    />
  );
}
