import { Route, Routes } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { brandConfig, categoryConfig } from './api/entities';
import { AdminLayout } from './components/admin-layout';
import AddOrderPage from './pages/add-order-page';
import ContentPageFormPage from './pages/content-page-form-page';
import ContentPagesListPage from './pages/content-pages-list-page';
import DashboardPage from './pages/dashboard-page';
import { EntityFormPage } from './pages/entity-form-page';
import { EntityListPage } from './pages/entity-list-page';
import CustomerPage from './pages/customer-page';
import CustomersPage from './pages/customers-page';
import MailPage from './pages/mail-page';
import OrderPage from './pages/order-page';
import OrdersPage from './pages/orders-page';
import ProductFormPage from './pages/product-form-page';
import ProductsListPage from './pages/products-list-page';
import ReviewsPage from './pages/reviews-page';
import SynonymsPage from './pages/synonyms-page';

function AdminNotFound() {
  usePageTitle('Page not found');
  return (
    <EmptyState
      title="Page not found"
      description="This admin page does not exist."
      link={{ to: paths.admin.getHref(), label: 'Go to the dashboard' }}
    />
  );
}

/**
 * The whole admin area, ONE lazy chunk loaded by AdminGuard (app/guards.tsx) for /admin/* once
 * the token says admin: a storefront visitor never downloads it. Paths are relative to /admin.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path={paths.adminProducts.path} element={<ProductsListPage />} />
        <Route path={paths.adminProductsAdd.path} element={<ProductFormPage />} />
        <Route path={paths.adminProduct.path} element={<ProductFormPage />} />
        <Route
          path={paths.adminCategories.path}
          element={<EntityListPage config={categoryConfig} />}
        />
        <Route
          path={paths.adminCategoriesAdd.path}
          element={<EntityFormPage config={categoryConfig} />}
        />
        <Route
          path={paths.adminCategory.path}
          element={<EntityFormPage config={categoryConfig} />}
        />
        <Route path={paths.adminBrands.path} element={<EntityListPage config={brandConfig} />} />
        <Route path={paths.adminBrandsAdd.path} element={<EntityFormPage config={brandConfig} />} />
        <Route path={paths.adminBrand.path} element={<EntityFormPage config={brandConfig} />} />
        <Route path={paths.adminOrders.path} element={<OrdersPage />} />
        <Route path={paths.adminOrdersList.path} element={<OrdersPage />} />
        <Route path={paths.adminOrdersAdd.path} element={<AddOrderPage />} />
        <Route path={paths.adminOrder.path} element={<OrderPage />} />
        <Route path={paths.adminCustomers.path} element={<CustomersPage />} />
        <Route path={paths.adminCustomer.path} element={<CustomerPage />} />
        <Route path={paths.adminReviews.path} element={<ReviewsPage />} />
        <Route path={paths.adminPages.path} element={<ContentPagesListPage />} />
        <Route path={paths.adminPagesAdd.path} element={<ContentPageFormPage />} />
        <Route path={paths.adminPage.path} element={<ContentPageFormPage />} />
        <Route path={paths.adminSynonyms.path} element={<SynonymsPage />} />
        <Route path={paths.adminMail.path} element={<MailPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
