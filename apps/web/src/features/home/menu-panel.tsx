import { useTranslation } from '../../shared/i18n';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PhraseText } from '../../shared/ui/phrase-text';
import type { MenuItem } from '@tayori/contract';
import { useMenus } from './api/get-menus';
import { MENU_ICON_SIZE, MenuIcon } from './menu-icon';
import { menuItemHref } from './menu-links';
import { PanelCard, PanelStates } from './panel-card';

/** Spec 000 §2: categories of link tiles; unavailable ones greyed and inert. */
export function MenuPanel() {
  const { t } = useTranslation();
  const menus = useMenus();

  return (
    <PanelCard title={t('home_menu_title')}>
      <PanelStates
        query={menus}
        skeleton={<MenuSkeleton />}
        failed={t('home_menu_failed')}
        empty={{ when: (data) => data.categories.length === 0, text: t('home_menu_empty') }}
      >
        {(data) => (
          <Stack spacing={2.5}>
            {data.categories.map((category) => (
              <Box key={category.categoryTitle} component="section">
                <Typography component="h3" variant="subtitle1" sx={categoryTitleSx}>
                  {category.categoryTitle}
                </Typography>
                <Box component="ul" sx={tileGridSx}>
                  {category.menuList.map((item) => (
                    <li key={`${item.title}|${item.url}`}>
                      <MenuTile item={item} />
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </PanelStates>
    </PanelCard>
  );
}

const categoryTitleSx = { fontWeight: 700, mb: 1, color: 'text.secondary' } as const;

const tileGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(auto-fill, minmax(96px, 1fr))',
    sm: 'repeat(auto-fill, minmax(128px, 1fr))',
  },
  gap: 1,
} as const;

/**
 * The loading state's shape: categories of 4 tiles, i.e. two rows each on a phone and one on a
 * wider screen. A typical menu (the student's: 3 categories of 6, 4 and 2 items) then takes about
 * the same height, so the panel below barely moves when the menu arrives.
 */
const SKELETON_CATEGORIES = 3;
const SKELETON_TILES = 4;

/** Placeholder categories whose tiles have the size of a loaded tile with a one-line title. */
function MenuSkeleton() {
  return (
    <Stack spacing={2.5} aria-hidden>
      {Array.from({ length: SKELETON_CATEGORIES }, (_, c) => (
        <Box key={c}>
          <Typography variant="subtitle1" component="div" sx={categoryTitleSx}>
            <Skeleton width={80} />
          </Typography>
          <Box sx={tileGridSx}>
            {Array.from({ length: SKELETON_TILES }, (_, i) => (
              <Box key={i} sx={tileSx}>
                <Skeleton variant="circular" width={MENU_ICON_SIZE} height={MENU_ICON_SIZE} />
                <Typography variant="body2" component="div" sx={{ lineHeight: 1.4, width: '70%' }}>
                  <Skeleton />
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

const tileSx = {
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 0.5,
  p: 1,
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  textAlign: 'center',
  textDecoration: 'none',
  color: 'text.primary',
} as const;

/** A menu title's lines come out even (学生アカウント / 検索 rather than a long line and 索). */
const menuTitleSx = { textWrap: 'balance', lineHeight: 1.4 } as const;

/** One item: a new-tab link when it leads somewhere, otherwise a greyed tile that does nothing. */
function MenuTile({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const href = menuItemHref(item);
  const content = (
    <>
      <MenuIcon item={item} />
      <Typography variant="body2" sx={menuTitleSx}>
        <PhraseText text={item.title} />
      </Typography>
      {item.campusOnly && (
        <Chip size="small" variant="outlined" color="primary" label={t('home_menu_campus_only')} />
      )}
    </>
  );
  if (!href) {
    return (
      <Box
        role="link"
        aria-disabled="true"
        sx={{ ...tileSx, color: 'text.disabled', bgcolor: 'action.hover', cursor: 'not-allowed' }}
      >
        {content}
        <Typography variant="caption" component="span" sx={visuallyHidden}>
          {t('home_menu_unavailable')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{
        ...tileSx,
        '&:hover': { bgcolor: 'action.hover', borderColor: 'primary.light' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {content}
      <Typography variant="caption" component="span" sx={visuallyHidden}>
        {t('header_opens_new_tab')}
      </Typography>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
