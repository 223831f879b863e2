import type { THelpSeedTexts } from './help-seed-texts.ts';

/** The default help centre in vi (decision 056): the site's former help topics, the beginner guide. */
export const HELP_TEXTS_VI: THelpSeedTexts = {
  emailFallback: 'bộ phận chăm sóc khách hàng',
  categories: {
    'getting-started': 'Bắt đầu',
    payments: 'Nạp và rút tiền',
    rules: 'Quy định và chính sách',
    contact: 'Liên hệ và hợp tác',
  },
  articles: {
    'beginner-guide': {
      title: 'Hướng dẫn cho người mới',
      html: '<p>Bạn mới đến {{name}}? Hướng dẫn này đưa bạn từ lần ghé thăm đầu tiên đến lần rút tiền đầu tiên chỉ trong vài phút.</p><h2>1. Tạo tài khoản</h2><p>Chọn <strong>Đăng ký</strong> ở đầu trang, chọn tên đăng nhập và mật khẩu, rồi xác nhận bạn đã đủ tuổi theo luật định. Nếu bạn thấy cả <strong>Chơi thử miễn phí</strong> ở đó, bạn có thể thử các trò chơi bằng tiền ảo trước mà không cần đăng ký.</p><h2>2. Bảo vệ tài khoản</h2><p>Mở menu tài khoản và chọn <strong>Tài khoản của tôi</strong>. Thêm họ tên thật, liên kết số điện thoại hoặc e-mail và đặt mật khẩu rút tiền: khi rút tiền bạn cần chúng, và chúng bảo vệ số dư của bạn ngay cả khi người khác biết mật khẩu đăng nhập.</p><h2>3. Nạp tiền lần đầu</h2><p>Chọn <strong>Nạp tiền</strong> trong menu tài khoản, chọn phương thức thanh toán và nhập số tiền. Hầu hết các khoản nạp được ghi nhận trong vài phút. Hãy xem <strong>Khuyến mãi</strong> trước khi nạp: một số khoản thưởng cần tham gia trước.</p><h2>4. Chọn trò chơi</h2><p>Menu phía trên chia các trò chơi theo nhóm: sòng bài trực tiếp, thể thao, slot, bắn cá, game bài, xổ số và nhiều hơn nữa. Mỗi trò chơi đều giải thích luật chơi, và các trò chơi của chính chúng tôi có thể kiểm chứng tính công bằng: sau mỗi ván bạn có thể tự kiểm tra kết quả.</p><h2>5. Theo dõi việc chơi</h2><p><strong>Lịch sử cược</strong> và <strong>Lịch sử tài khoản</strong> trong menu tài khoản ghi lại mọi lượt cược và mọi biến động tiền của bạn. Hãy đặt ngân sách trước khi chơi và đọc lời khuyên về <a href="/help?topic=responsible-gaming">chơi có trách nhiệm</a> của chúng tôi.</p><h2>6. Rút tiền thắng</h2><p>Chọn <strong>Rút tiền</strong>, nhập số tiền và mật khẩu rút tiền. Tiền được chuyển vào tài khoản ngân hàng đứng tên bạn, thường trong vòng vài giờ.</p><h2>7. Cần trợ giúp?</h2><p>Tìm kiếm trong trung tâm trợ giúp này, trò chuyện với chăm sóc khách hàng từ thanh bên bất cứ lúc nào, hoặc viết cho chúng tôi qua <strong>Góp ý</strong> trong menu tài khoản: câu trả lời sẽ đến trong hộp thư của bạn.</p>',
    },
    'about-us': {
      title: 'Giới thiệu công ty',
      html: '<p>{{name}} là nền tảng giải trí trực tuyến: mọi trò chơi trên trang này đều được chơi bằng một tài khoản và một ví.</p><p>Mỗi danh mục trò chơi đều ghi rõ các nhà cung cấp. Các trò chơi của chính chúng tôi có thể chứng minh công bằng: sau mỗi ván, bạn có thể kiểm tra kết quả bằng các seed mà trò chơi công bố.</p><p>Đội ngũ của chúng tôi cam kết mang đến trải nghiệm chơi an toàn, minh bạch và có trách nhiệm cho mọi người chơi.</p>',
    },
    'contact-us': {
      title: 'Liên hệ',
      html: '<p>Bộ phận chăm sóc khách hàng làm việc 24 giờ mỗi ngày, 7 ngày mỗi tuần qua chat trực tuyến ở thanh bên của mọi trang.</p><p>Bạn cũng có thể gửi email đến {{email}}. Vui lòng ghi tên đăng nhập, nhưng tuyệt đối không gửi mật khẩu.</p><p>Với yêu cầu hợp tác và đại lý, hãy xem mục Đại lý hoặc trang Hợp tác cùng chúng tôi.</p>',
    },
    'terms-and-conditions': {
      title: 'Điều khoản và điều kiện chung',
      html: '<p>Khi đăng ký tài khoản tại {{name}}, bạn xác nhận đã đủ tuổi theo quy định, thông tin cung cấp là chính xác và chấp nhận các điều khoản này.</p><p>Mỗi người chỉ được sở hữu một tài khoản. Tài khoản là cá nhân, không được chia sẻ, bán hoặc chuyển nhượng. Chúng tôi có thể tạm khóa tài khoản liên quan đến gian lận, lạm dụng khuyến mãi hoặc cược bất thường.</p><p>Cược là cuối cùng khi đã được chấp nhận. Trường hợp có lỗi rõ ràng hoặc sự cố kỹ thuật, các cược bị ảnh hưởng có thể bị hủy và hoàn tiền cược. Chúng tôi có thể cập nhật điều khoản; tiếp tục sử dụng nghĩa là bạn chấp nhận phiên bản hiện hành.</p>',
    },
    'responsible-gaming': {
      title: 'Chơi có trách nhiệm',
      html: '<p>Trò chơi nên là giải trí, không phải cách kiếm tiền. Hãy đặt ngân sách trước khi chơi và đừng cố gỡ lại khoản thua.</p><p>Nếu cảm thấy mất kiểm soát, hãy liên hệ chăm sóc khách hàng để đặt hạn mức nạp tiền hoặc tạm nghỉ bằng cách tự loại trừ tạm thời hay vĩnh viễn.</p><p>Trẻ vị thành niên không được sử dụng dịch vụ của chúng tôi. Chúng tôi kiểm tra tuổi và danh tính, và khuyến khích phụ huynh dùng phần mềm lọc trên thiết bị dùng chung.</p><h2>Những dấu hiệu cần chú ý</h2><ul><li>Bạn tiêu nhiều thời gian hoặc tiền bạc hơn dự định.</li><li>Bạn chơi để gỡ lại số tiền đã thua.</li><li>Bạn vay tiền hoặc bỏ qua hóa đơn để tiếp tục chơi.</li><li>Việc chơi khiến bạn lo âu, hoặc ảnh hưởng đến công việc, gia đình hay giấc ngủ.</li></ul><p>Nếu thấy quen thuộc với bất kỳ điều nào, hãy nghỉ ngơi và trò chuyện với người bạn tin tưởng.</p>',
    },
    'privacy-policy': {
      title: 'Chính sách bảo mật',
      html: '<p>Chúng tôi chỉ thu thập dữ liệu cá nhân cần thiết để vận hành tài khoản: thông tin của bạn, giao dịch và dữ liệu kỹ thuật phục vụ bảo mật.</p><p>Dữ liệu được mã hóa khi truyền và khi lưu trữ, mật khẩu được lưu ở dạng không thể giải ngược. Chúng tôi không bao giờ bán dữ liệu cá nhân của bạn.</p><p>Bạn có thể yêu cầu xem, sửa hoặc xóa dữ liệu bất cứ lúc nào bằng cách liên hệ chăm sóc khách hàng, trong phạm vi nghĩa vụ lưu trữ hồ sơ theo pháp luật.</p>',
    },
    'affiliate-programme': {
      title: 'Đại lý',
      html: '<p>Chương trình đại lý thưởng hoa hồng cho bạn dựa trên hoạt động của người chơi mà bạn giới thiệu đến {{name}}.</p><p>Đại lý có trung tâm đại lý riêng với báo cáo đội nhóm theo thời gian thực, bảng thu nhập và công cụ quản lý tài khoản cấp dưới.</p><p>Để đăng ký, hãy tạo tài khoản và liên hệ chăm sóc khách hàng, hoặc xem trang Hợp tác cùng chúng tôi.</p>',
    },
    'refund-policy': {
      title: 'Chính sách hoàn tiền',
      html: '<p>Tiền nạp đã vào ví có thể dùng để chơi hoặc rút, theo điều kiện cược của khoản thưởng bạn đã nhận.</p><p>Nếu đã bị trừ tiền nhưng chưa được cộng, hãy liên hệ chăm sóc khách hàng kèm mã tham chiếu thanh toán. Chúng tôi sẽ kiểm tra và cộng hoặc hoàn tiền, thường trong vòng 24 giờ.</p><p>Cược đã quyết toán và tiền thưởng đã sử dụng không được hoàn lại, trừ khi ván chơi bị hủy do sự cố kỹ thuật.</p>',
    },
    faq: {
      title: 'Câu hỏi thường gặp',
      html: '<p>Làm sao để đăng ký? Chọn Đăng ký ở đầu trang, điền biểu mẫu và xác nhận bạn đã đủ tuổi. Chỉ mất chưa đến một phút.</p><p>Quên mật khẩu? Chọn Quên mật khẩu trong cửa sổ đăng nhập và đặt lại qua email hoặc mã gửi đến điện thoại.</p><p>Vì sao không mở được trò chơi? Một số nhà cung cấp có thể đang bảo trì; hãy thử lại sau hoặc chọn nhà cung cấp khác.</p>',
    },
    'how-to-deposit': {
      title: 'Cách nạp tiền',
      html: '<p>Đăng nhập, mở menu tài khoản và chọn Nạp tiền. Chọn phương thức thanh toán, nhập số tiền và làm theo hướng dẫn.</p><p>Hầu hết khoản nạp được cộng trong vài phút. Luôn dùng tài khoản thanh toán đứng tên bạn.</p><p>Nếu sau 30 phút tiền vẫn chưa vào, hãy liên hệ chăm sóc khách hàng kèm mã tham chiếu thanh toán.</p>',
    },
    'how-to-withdraw': {
      title: 'Cách rút tiền',
      html: '<p>Đăng nhập, mở menu tài khoản và chọn Rút tiền. Lần đầu, màn hình liệt kê những gì cần cho việc rút tiền — họ tên thật, mật khẩu rút tiền và tài khoản ngân hàng — và bạn hoàn tất từng mục ngay tại đó.</p><p>Tiền rút được chuyển vào tài khoản ngân hàng đứng tên bạn: người nhận luôn là họ tên thật của bạn.</p><p>Hầu hết yêu cầu rút được xử lý trong vài giờ. Bạn sẽ được đề nghị xác nhận khi đã nhận tiền.</p>',
    },
  },
};
