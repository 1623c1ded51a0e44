import type { ReactNode } from 'react';
import { Edit, SimpleForm, useBasename, useNavigate, useNotify, type TransformData } from 'react-admin';
import { SaveOrCancelToolbar } from './ConfigurationActions.tsx';
import { configurationScreens, CONFIGURATION_RESOURCE } from './paths.ts';

/**
 * The edit screen of a configuration row that has screens of its own (the card, the banner): saved once the server
 * accepts it, then the screen's own success message and back to its show screen. The texts are
 * admin.configuration.<name>.edit_title and .saved; `transform` keeps only what the server accepts.
 */
export function ConfigurationEdit({
  name,
  transform,
  maxWidth,
  children,
}: {
  name: keyof typeof configurationScreens;
  transform: TransformData;
  maxWidth: number;
  children: ReactNode;
}) {
  const screen = configurationScreens[name];
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const onSuccess = () => {
    notify(`admin.configuration.${name}.saved`, { type: 'success' });
    navigate(`${basename}${screen.show}`);
  };
  return (
    <Edit
      resource={CONFIGURATION_RESOURCE}
      id={screen.id}
      title={`admin.configuration.${name}.edit_title`}
      actions={false}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{ onSuccess }}
    >
      <SimpleForm toolbar={<SaveOrCancelToolbar cancelTo={screen.show} />} sx={{ maxWidth }}>
        {children}
      </SimpleForm>
    </Edit>
  );
}
