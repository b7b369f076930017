import { ScreenPage } from '../../components/ui/ScreenPage';
import { DataExportScreen } from '../../components/privacy/DataExportScreen';
import { serverT } from '../../lib/content/session';

export default async function DataExportPage() {
  return (
    <ScreenPage title={serverT().TITLE_REQUEST_DATA_EXPORT()} need="login">
      <DataExportScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
