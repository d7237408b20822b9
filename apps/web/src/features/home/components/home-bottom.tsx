import { SiteFooter } from '../../../shared/ui/site-footer/site-footer';
import { IntroBlock } from './intro-block';
import { VideoBanner } from './video-banner';

/** The end of home: the video banner, the introduction and the footer. */
export default function HomeBottom() {
  return (
    <>
      <VideoBanner />
      <IntroBlock />
      <SiteFooter />
    </>
  );
}
