import type { TApp, TAppDeps } from './app-deps.ts';
import { agentRoutes } from './modules/agent/agent.routes.ts';
import { agentTreeStaffRoutes } from './modules/agent/agent-tree.staff.routes.ts';
import { agentStaffRoutes } from './modules/agent/agents.staff.routes.ts';
import { contractRoutes } from './modules/agent/contracts.routes.ts';
import { dashboardStaffRoutes } from './modules/dashboard/dashboard.staff.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { feedbackStaffRoutes } from './modules/feedback/feedback.staff.routes.ts';
import { gameLaunchRoutes } from './modules/game-launch/game-launch.routes.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { gameStaffRoutes } from './modules/games/games.staff.routes.ts';
import { helpRoutes } from './modules/help/help.routes.ts';
import { helpStaffRoutes } from './modules/help/help.staff.routes.ts';
import { lotteryStaffRoutes } from './modules/lottery/lottery.staff.routes.ts';
import { memberRoutes } from './modules/member/member.routes.ts';
import { memberStaffRoutes } from './modules/member/member.staff.routes.ts';
import { merchantStaffRoutes } from './modules/merchants/merchants.staff.routes.ts';
import { messageRoutes } from './modules/messages/messages.routes.ts';
import { messageStaffRoutes } from './modules/messages/messages.staff.routes.ts';
import { missionsRoutes } from './modules/missions/missions.routes.ts';
import { missionsStaffRoutes } from './modules/missions/missions.staff.routes.ts';
import { noticesRoutes } from './modules/notices/notices.routes.ts';
import { noticeStaffRoutes } from './modules/notices/notices.staff.routes.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { passwordRoutes } from './modules/password/password.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { paymentStaffRoutes } from './modules/payments/payments.staff.routes.ts';
import { sandboxGatewayRoutes } from './modules/payments/sandbox-gateway.routes.ts';
import { playRecordsRoutes } from './modules/play-records/play-records.routes.ts';
import { pointsRoutes } from './modules/points/points.routes.ts';
import { pointsStaffRoutes } from './modules/points/points.staff.routes.ts';
import { bonusStaffRoutes } from './modules/promotions/bonuses.staff.routes.ts';
import { promotionRoutes } from './modules/promotions/promotions.routes.ts';
import { promotionStaffRoutes } from './modules/promotions/promotions.staff.routes.ts';
import { referralRoutes } from './modules/referrals/referrals.routes.ts';
import { referralStaffRoutes } from './modules/referrals/referrals.staff.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { securityRoutes } from './modules/security/security.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { socialStaffRoutes } from './modules/social/social.staff.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { seamlessRoutes } from './modules/vendor-wallet/seamless.routes.ts';
import { vendorWalletStaffRoutes } from './modules/vendor-wallet/vendor-wallet.staff.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { vipRoutes } from './modules/vip/vip.routes.ts';
import { vipStaffRoutes } from './modules/vip/vip.staff.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { walletStaffRoutes } from './modules/wallet/wallet.staff.routes.ts';

/** Every feature module's routes, in one visible list. */
export async function registerModuleRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  await systemRoutes(app, deps);
  await gamesRoutes(app, deps);
  await noticesRoutes(app, deps);
  await verificationRoutes(app, deps);
  await sessionRoutes(app, deps);
  await registrationRoutes(app, deps);
  await passwordRoutes(app, deps);
  await memberRoutes(app, deps);
  await agentRoutes(app, deps);
  await contractRoutes(app, deps);
  await walletRoutes(app, deps);
  await outboxRoutes(app, deps);
  await paymentsRoutes(app, deps);
  await sandboxGatewayRoutes(app, deps);
  await securityRoutes(app, deps);
  await seamlessRoutes(app, deps);
  await gameLaunchRoutes(app, deps);
  await playRecordsRoutes(app, deps);
  await promotionRoutes(app, deps);
  await referralRoutes(app, deps);
  await pointsRoutes(app, deps);
  await missionsRoutes(app, deps);
  await socialRoutes(app, deps);
  await helpRoutes(app, deps);
  await feedbackRoutes(app, deps);
  await messageRoutes(app, deps);
  await vipRoutes(app, deps);
  // The back office (/bo/api): staff sign-in and audit, then each domain's staff routes.
  await staffRoutes(app, deps, [
    dashboardStaffRoutes,
    memberStaffRoutes,
    walletStaffRoutes,
    merchantStaffRoutes,
    noticeStaffRoutes,
    promotionStaffRoutes,
    bonusStaffRoutes,
    referralStaffRoutes,
    pointsStaffRoutes,
    missionsStaffRoutes,
    paymentStaffRoutes,
    gameStaffRoutes,
    vendorWalletStaffRoutes,
    socialStaffRoutes,
    lotteryStaffRoutes,
    agentStaffRoutes,
    agentTreeStaffRoutes,
    helpStaffRoutes,
    feedbackStaffRoutes,
    messageStaffRoutes,
    vipStaffRoutes,
  ]);
}
