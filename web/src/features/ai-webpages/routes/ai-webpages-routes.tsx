import { Navigate, Route, Routes } from 'react-router-dom';
import { CreateWebpagePage } from './create-webpage-page';
import { EditWebpagePage } from './edit-webpage-page';
import { WebpagesListPage } from './webpages-list-page';

/** /dashboard/ai-webpage/*: the list, the create wizard and the edit wizard, one lazy chunk. */
export function AiWebpagesRoutes() {
  return (
    <Routes>
      <Route index element={<WebpagesListPage />} />
      <Route path="create" element={<CreateWebpagePage />} />
      <Route path="edit/:id" element={<EditWebpagePage />} />
      <Route path="*" element={<Navigate to="/dashboard/ai-webpage" replace />} />
    </Routes>
  );
}
