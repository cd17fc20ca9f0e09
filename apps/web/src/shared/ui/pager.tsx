import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import { limits } from '@tayori/contract';
import { useTranslation } from '../i18n';

export interface PagerProps {
  /** 1-based current page. */
  page: number;
  totalCount: number;
  onChange(page: number): void;
  pageSize?: number;
}

/**
 * The pager of every list: 10 rows a page and at most 10 page links (spec 000 §9), plus first,
 * previous, next and last. Built from MUI's PaginationItem because Pagination's ellipsis logic
 * cannot show a fixed window of ten links.
 */
export function Pager({ page, totalCount, onChange, pageSize = limits.listPageSize }: PagerProps) {
  const { t } = useTranslation();
  const pageCount = Math.ceil(totalCount / pageSize);
  if (pageCount <= 1) return null;
  const { first, last } = pageWindow(page, pageCount);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const go = (target: number) => () => {
    if (target !== page) onChange(target);
  };
  return (
    <Box
      component="nav"
      aria-label={t('pager_label')}
      sx={{ display: 'flex', justifyContent: 'center', my: 2 }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        <li>
          <PaginationItem
            type="first"
            disabled={page <= 1}
            onClick={go(1)}
            aria-label={t('pager_first')}
          />
        </li>
        <li>
          <PaginationItem
            type="previous"
            disabled={page <= 1}
            onClick={go(page - 1)}
            aria-label={t('pager_previous')}
          />
        </li>
        {pages.map((p) => (
          <li key={p}>
            <PaginationItem
              type="page"
              page={p}
              selected={p === page}
              color="primary"
              onClick={go(p)}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('pager_page', { page: p })}
            />
          </li>
        ))}
        <li>
          <PaginationItem
            type="next"
            disabled={page >= pageCount}
            onClick={go(page + 1)}
            aria-label={t('pager_next')}
          />
        </li>
        <li>
          <PaginationItem
            type="last"
            disabled={page >= pageCount}
            onClick={go(pageCount)}
            aria-label={t('pager_last')}
          />
        </li>
      </Box>
    </Box>
  );
}

/** The window of at most 10 page links around `page`, as centred as possible within [1, pageCount]. */
export function pageWindow(page: number, pageCount: number, links: number = limits.pagerLinks) {
  const size = Math.min(links, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), pageCount - size + 1);
  return { first, last: first + size - 1 };
}
