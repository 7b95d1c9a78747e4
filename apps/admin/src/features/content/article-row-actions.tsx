import { whileSending } from '@sbc/ui/while-sending';
import { Link, useFetcher } from 'react-router';
import { Spinner } from '../../components/spinner';
import { secondaryButtonClass } from '../../components/styles';
import { paths } from '../../config/paths';
import type { ActionResult } from './action-result';
import { ConfirmButton } from './confirm-button';
import type { ArticleItem } from './types';
import { useActionToast } from './use-action-toast';

const small = 'min-h-9 px-3 py-1 text-xs';

/** Edit, publish or hide, and delete one post of the list. */
export function ArticleRowActions({ article }: { article: ArticleItem }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const isBusy = fetcher.state !== 'idle';
  return (
    <div className="flex flex-wrap gap-1.5 md:flex-nowrap md:justify-end">
      <Link to={paths.contentArticle.href(article.id)} className={`${secondaryButtonClass} ${small}`}>
        Ubah
      </Link>
      <fetcher.Form method="post" className="flex gap-1.5">
        <input type="hidden" name="id" value={article.id} />
        {article.state === 'published' ? null : (
          <button type="submit" name="intent" value="publish" className={`${secondaryButtonClass} ${small}`} {...whileSending(isBusy)}>
            {isBusy ? <Spinner /> : null}
            {article.state === 'scheduled' ? 'Terbitkan sekarang' : 'Terbitkan'}
          </button>
        )}
        {article.state === 'private' ? null : (
          <button type="submit" name="intent" value="hide" className={`${secondaryButtonClass} ${small}`} {...whileSending(isBusy)}>
            Sembunyikan
          </button>
        )}
      </fetcher.Form>
      <ConfirmButton
        label="Hapus"
        failureTitle="Artikel tidak dapat dihapus"
        className={`${secondaryButtonClass} ${small} text-danger`}
        title={`Hapus “${article.title}”?`}
        description="Artikel, komentar, dan tautan tagnya dihapus permanen. Tindakan ini tidak dapat dibatalkan."
        fields={{ intent: 'delete', id: article.id }}
      />
    </div>
  );
}
