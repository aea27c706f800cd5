import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, type MouseEvent } from 'react';
import { LEGAL_TEXTS } from '@stride/domain';
import {
  type LegalDocumentData,
  type LegalHeadingLevel,
  type LegalVariant,
} from './legal-section';

interface LegalDocumentViewProps {
  document: LegalDocumentData;
  /** h2 under a page's h1; h3 under a dialog's h2 title. */
  headingLevel: LegalHeadingLevel;
  variant: LegalVariant;
  /**
   * Prefix of the section ids. Pages pass a stable one ("terms") so `#terms-refunds` can be shared;
   * when omitted a per-render id is used, so a modal never repeats the ids of the page behind it.
   */
  idPrefix?: string;
  /** The words around the document in the page's language (the effective date, the contents' label, the way back): English by default. */
  texts?: { effective: string; contents: string; backToContents: string };
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the nearest scrolling ancestor (the page or the dialog content) to the element and focuses it. */
function moveTo(element: HTMLElement) {
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue reading from the section they chose.
  element.focus({ preventScroll: true });
}

/**
 * A legal document with a table of contents of in-document links and numbered sections.
 * Links scroll with scrollIntoView rather than hash navigation, so they work inside a MUI Dialog
 * (whose content is its own scroll container) and never trigger a router navigation.
 */
export function LegalDocumentView({ document: doc, headingLevel, variant, idPrefix, texts = LEGAL_TEXTS }: LegalDocumentViewProps) {
  const autoId = useId();
  const prefix = idPrefix ?? `legal-${autoId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const sectionId = (id: string) => `${prefix}-${id}`;
  const tocId = `${prefix}-contents`;
  const tocLabelId = `${prefix}-contents-label`;
  const isPage = variant === 'page';

  // On the page, honour a shared link such as /terms-and-conditions#terms-refunds once the text has rendered.
  useEffect(() => {
    if (!isPage || !window.location.hash) return;
    const target = window.document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target?.id.startsWith(`${prefix}-`)) moveTo(target);
  }, [isPage, prefix]);

  const onJump = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    const target = window.document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    moveTo(target);
    // On the page, keep the address shareable without a router navigation.
    if (isPage) window.history.replaceState(window.history.state, '', `#${targetId}`);
  };

  const stickyTop = { xs: 72, sm: 88 };
  const toc = (
    <Box
      component="nav"
      id={tocId}
      tabIndex={-1}
      aria-labelledby={tocLabelId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: isPage ? 'background.paper' : 'action.hover',
        p: 2,
        minWidth: 0,
        scrollMarginTop: isPage ? stickyTop : 16,
        ...(isPage && {
          gridArea: 'toc',
          alignSelf: 'start',
          position: { md: 'sticky' },
          top: { md: 88 },
          maxHeight: { md: 'calc(100vh - 112px)' },
          overflowY: { md: 'auto' },
        }),
      }}
    >
      <Typography id={tocLabelId} variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5, mb: 1 }}>
        {texts.contents}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {doc.sections.map((section, index) => (
          <Box component="li" key={section.id} sx={{ '& + &': { mt: 0.75 } }}>
            <Link
              href={`#${sectionId(section.id)}`}
              onClick={(event) => onJump(event, sectionId(section.id))}
              variant="body2"
              sx={{ display: 'inline-block', py: 0.25, overflowWrap: 'anywhere' }}
            >
              {index + 1}. {section.title}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );

  const intro = (
    <Box sx={{ gridArea: 'intro', maxWidth: '70ch', minWidth: 0, mb: isPage ? 0 : 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.effective}
      </Typography>
      <Typography component="div" sx={{ lineHeight: 1.7, '& p': { m: 0 } }}>
        {doc.summary()}
      </Typography>
    </Box>
  );

  const body = (
    <Box sx={{ gridArea: 'body', maxWidth: '70ch', minWidth: 0, mt: isPage ? 0 : 4 }}>
      {doc.sections.map((section, index) => (
        <Box component="section" key={section.id} sx={{ mb: 4 }}>
          <Typography
            component={headingLevel}
            id={sectionId(section.id)}
            tabIndex={-1}
            variant={isPage ? 'h5' : 'h6'}
            sx={{ fontWeight: 700, mb: 1.5, scrollMarginTop: isPage ? stickyTop : 16 }}
          >
            {index + 1}. {section.title}
          </Typography>
          <Typography
            component="div"
            sx={{
              lineHeight: 1.7,
              '& p': { mt: 0, mb: 1.5 },
              '& ul': { mt: 0, mb: 1.5, pl: 3 },
              '& li': { mb: 0.75 },
              '& strong': { fontWeight: 600 },
            }}
          >
            {section.render()}
          </Typography>
        </Box>
      ))}
      <Link href={`#${tocId}`} onClick={(event) => onJump(event, tocId)} variant="body2">
        {texts.backToContents}
      </Link>
    </Box>
  );

  if (!isPage) {
    return (
      <Box component="article" sx={{ maxWidth: '70ch', mx: 'auto' }}>
        {intro}
        {toc}
        {body}
      </Box>
    );
  }
  return (
    <Box
      component="article"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
        gridTemplateAreas: { xs: '"intro" "toc" "body"', md: '"toc intro" "toc body"' },
        gridTemplateRows: { md: 'auto 1fr' },
        columnGap: 6,
        rowGap: { xs: 3, md: 4 },
      }}
    >
      {intro}
      {toc}
      {body}
    </Box>
  );
}
