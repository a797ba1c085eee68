/**
 * Swizzled BackToTopButton (ejected, safe): Docusaurus's button, with the same markup, label and styles, shown by
 * a hook that reads the scroll position only in scroll events (src/components/backToTop/useBackToTop.ts).
 */
import * as React from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/BackToTopButton/styles.module.css';
import { useBackToTop } from '@site/src/components/backToTop/useBackToTop';

export default function BackToTopButton() {
  const { shown, scrollToTop } = useBackToTop(300);
  return (
    <button
      aria-label={translate({
        id: 'theme.BackToTopButton.buttonAriaLabel',
        message: 'Scroll back to top',
        description: 'The ARIA label for the back to top button',
      })}
      className={clsx(
        'clean-btn',
        ThemeClassNames.common.backToTopButton,
        styles.backToTopButton,
        shown && styles.backToTopButtonShow,
      )}
      type="button"
      onClick={scrollToTop}
    />
  );
}
