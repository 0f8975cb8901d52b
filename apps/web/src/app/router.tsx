import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { lazyWithRetry as lazy } from '@/lib/lazy-with-retry';
import { AdminGuard, CustomerGuard, VisitorGuard } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/*
 * Declarative <BrowserRouter> (app.tsx), not createBrowserRouter: the data router adds about
 * 17 KB gzip to the first download, which the 130 KB budget cannot carry, and no page needs
 * loaders. Every page
 * is its own chunk (React.lazy); the layout shows a fallback while one loads. A chunk that failed
 * to load is fetched again on the next visit (lazyWithRetry).
 */
const HomePage = lazy(() => import('@/features/home/pages/home-page'));
const ShopPage = lazy(() => import('@/features/catalog/pages/shop-page'));
const BrandsPage = lazy(() => import('@/features/catalog/pages/brands-page'));
const CategoryPage = lazy(() => import('@/features/catalog/pages/category-page'));
const BrandPage = lazy(() => import('@/features/catalog/pages/brand-page'));
const ProductPage = lazy(() => import('@/features/catalog/pages/product-page'));
const CartPage = lazy(() => import('@/features/cart/pages/cart-page'));
const WishlistPage = lazy(() => import('@/features/wishlist/pages/wishlist-page'));
const CheckoutCashPage = lazy(() => import('@/features/checkout/pages/checkout-cash-page'));
const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));
const RegisterPage = lazy(() => import('@/features/auth/pages/register-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/pages/reset-password-page'));
const ProfileLayoutPage = lazy(() => import('@/features/account/pages/profile-layout-page'));
const ProfileHomePage = lazy(() => import('@/features/account/pages/profile-home-page'));
const OrdersPage = lazy(() => import('@/features/account/pages/orders-page'));
const OrderPage = lazy(() => import('@/features/account/pages/order-page'));
const AccountPage = lazy(() => import('@/features/account/pages/account-page'));
const ContentPage = lazy(() => import('@/features/pages/pages/content-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <RouteErrorBoundary>
            <AdminGuard />
          </RouteErrorBoundary>
        }
      />
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.homePage.path} element={<HomePage />} />
        <Route path={paths.shop.path} element={<ShopPage />} />
        <Route path={paths.brands.path} element={<BrandsPage />} />
        <Route path={paths.category.path} element={<CategoryPage />} />
        <Route path={paths.brand.path} element={<BrandPage />} />
        <Route path={paths.product.path} element={<ProductPage />} />
        <Route path={paths.cart.path} element={<CartPage />} />
        <Route path={paths.wishlist.path} element={<WishlistPage />} />
        <Route path={paths.checkoutCash.path} element={<CheckoutCashPage />} />
        <Route path={paths.page.path} element={<ContentPage />} />
        <Route path={paths.about.path} element={<ContentPage slug="about" />} />
        <Route element={<VisitorGuard />}>
          <Route path={paths.login.path} element={<LoginPage />} />
          <Route path={paths.register.path} element={<RegisterPage />} />
        </Route>
        {/* Not for visitors only: a signed-in customer may reset a password too. */}
        <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
        <Route path={paths.profile.path} element={<CustomerGuard requireSignIn />}>
          <Route element={<ProfileLayoutPage />}>
            <Route index element={<ProfileHomePage />} />
            <Route path={paths.profileOrders.path} element={<OrdersPage />} />
            <Route path={paths.profileOrder.path} element={<OrderPage />} />
            <Route path={paths.profileAccount.path} element={<AccountPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
