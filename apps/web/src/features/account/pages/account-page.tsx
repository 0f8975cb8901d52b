import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/api/session';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { AccountDetails } from '../components/account-details';
import { ChangePasswordForm } from '../components/change-password-form';

export default function AccountPage() {
  usePageTitle('Account');
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();

  return (
    <section aria-labelledby="account-title" className="flex flex-col gap-6">
      <div>
        <h1 id="account-title" className="text-3xl font-bold">
          Account
        </h1>
        <p className="mt-2 text-muted">Your details, used for deliveries and receipts.</p>
      </div>
      {user ? (
        <AccountDetails user={user} />
      ) : isLoading ? (
        <div role="status">
          <span className="sr-only">Loading your account</span>
          <Skeleton height={220} />
        </div>
      ) : (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-border p-5"
        >
          <p>Your account could not be loaded.</p>
          <Button
            variant="outline"
            onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeys.user })}
          >
            Try again
          </Button>
        </div>
      )}
      <ChangePasswordForm />
    </section>
  );
}
