import { ROLES } from '@kalvi/shared';
import { roleGrantByEmailSchema } from '@kalvi/shared/admin';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { SectionHeader } from '../components/section-header';
import { showServerErrors, useZodForm } from '../components/use-zod-form';
import { useGrantRole } from './api';

/** /admin/roles: an admin gives an account a role by its e-mail (the change goes to the audit log). */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const grant = useGrantRole();
  const form = useZodForm(roleGrantByEmailSchema, { email: '', role: 'instructor' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    grant.mutateAsync(values).then(
      (answer) => {
        toast.success(
          t('rolesPage.saved', { email: answer.data.email, role: t(`roles.${answer.data.after}`) }),
        );
        form.reset({ email: '', role: values.role });
      },
      (error: unknown) => {
        if (!showServerErrors(form, error)) toast.error(messageOf(error, t('table.error')));
      },
    ),
  );

  return (
    <section>
      <SectionHeader title={t('rolesPage.title')} intro={t('rolesPage.intro')} />
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid max-w-xl gap-4 rounded-ui border border-slate-200 bg-white p-4"
      >
        <TextField
          label={t('rolesPage.email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField
          label={t('rolesPage.role')}
          error={errors.role?.message}
          options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          {...form.register('role')}
        />
        <div>
          <Button type="submit" loading={grant.isPending}>
            {t('rolesPage.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
