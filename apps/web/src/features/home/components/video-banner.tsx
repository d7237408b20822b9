import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../../../shared/api/games/get-banners';
import { currentLanguage } from '../../../shared/lib/i18n/i18n';
import { videoEmbedUrl, videoIdOf } from './video-link';

const GROUPS = ['m_youtube'] as const;

/** SPEC 2.3 video banner (group m_youtube): a poster first; the player and everything it loads come only with the tap. */
export function VideoBanner() {
  const { t } = useTranslation('home');
  const banners = useBanners(GROUPS).data ?? [];
  const [playing, setPlaying] = useState(false);
  const video = banners
    .map((banner) => ({ banner, id: videoIdOf(banner.linkage) }))
    .find((entry) => entry.id !== undefined);
  if (!video?.id) return null;
  const { banner, id } = video;
  const title = banner.title || t('video');
  return (
    <section className="home-section" aria-labelledby="home-video">
      <div className="home-section__head">
        <h2 id="home-video" className="home-section__title">
          {t('video')}
        </h2>
      </div>
      <div className="video-banner">
        {playing ? (
          <iframe
            className="video-banner__frame"
            title={title}
            src={videoEmbedUrl(id, currentLanguage())}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className="video-banner__poster"
            aria-label={t('playVideo', { title })}
            onClick={() => setPlaying(true)}
          >
            {banner.url && (
              <img
                className="video-banner__image"
                src={banner.url}
                alt=""
                width="750"
                height="422"
                loading="lazy"
                decoding="async"
              />
            )}
            <span className="video-banner__play" aria-hidden="true">
              <svg viewBox="0 0 24 24" className="icon icon--filled">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
            <span className="video-banner__title">{title}</span>
          </button>
        )}
      </div>
    </section>
  );
}
