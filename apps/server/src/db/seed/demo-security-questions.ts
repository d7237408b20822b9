import type { LanguageCode } from '@palaro/contract';

type QuestionSeed = { code: string; texts: Record<LanguageCode, string> };

// The demo merchant's security questions, in every language the app speaks; a merchant may add, reword or retire them.
export const DEMO_SECURITY_QUESTIONS: readonly QuestionSeed[] = [
  {
    code: 'first_pet',
    texts: {
      EN: 'What was the name of your first pet?',
      TL: 'Ano ang pangalan ng una mong alagang hayop?',
      CN: '您的第一只宠物叫什么名字？',
      VI: 'Tên thú cưng đầu tiên của bạn là gì?',
      TH: 'สัตว์เลี้ยงตัวแรกของคุณชื่ออะไร',
      PT: 'Qual era o nome do seu primeiro animal de estimação?',
    },
  },
  {
    code: 'birth_city',
    texts: {
      EN: 'In which city were you born?',
      TL: 'Saang lungsod ka ipinanganak?',
      CN: '您出生在哪个城市？',
      VI: 'Bạn sinh ra ở thành phố nào?',
      TH: 'คุณเกิดที่เมืองอะไร',
      PT: 'Em que cidade você nasceu?',
    },
  },
  {
    code: 'mother_maiden_name',
    texts: {
      EN: "What is your mother's maiden name?",
      TL: 'Ano ang apelyido ng iyong ina noong dalaga pa siya?',
      CN: '您母亲婚前的姓氏是什么？',
      VI: 'Họ thời con gái của mẹ bạn là gì?',
      TH: 'นามสกุลเดิมของแม่คุณก่อนแต่งงานคืออะไร',
      PT: 'Qual é o nome de solteira da sua mãe?',
    },
  },
  {
    code: 'first_school',
    texts: {
      EN: 'What was the name of your first school?',
      TL: 'Ano ang pangalan ng una mong paaralan?',
      CN: '您就读的第一所学校叫什么名字？',
      VI: 'Tên trường học đầu tiên của bạn là gì?',
      TH: 'โรงเรียนแรกของคุณชื่ออะไร',
      PT: 'Qual era o nome da sua primeira escola?',
    },
  },
  {
    code: 'childhood_friend',
    texts: {
      EN: 'What is the first name of your best childhood friend?',
      TL: 'Ano ang pangalan ng matalik mong kaibigan noong bata ka?',
      CN: '您童年最好的朋友叫什么名字？',
      VI: 'Tên người bạn thân nhất thời thơ ấu của bạn là gì?',
      TH: 'เพื่อนสนิทสมัยเด็กของคุณชื่ออะไร',
      PT: 'Qual é o primeiro nome do seu melhor amigo de infância?',
    },
  },
  {
    code: 'first_job',
    texts: {
      EN: 'What was your first job?',
      TL: 'Ano ang una mong trabaho?',
      CN: '您的第一份工作是什么？',
      VI: 'Công việc đầu tiên của bạn là gì?',
      TH: 'งานแรกของคุณคืออะไร',
      PT: 'Qual foi o seu primeiro emprego?',
    },
  },
  {
    code: 'favourite_teacher',
    texts: {
      EN: 'What is the surname of your favourite teacher?',
      TL: 'Ano ang apelyido ng paborito mong guro?',
      CN: '您最喜欢的老师姓什么？',
      VI: 'Họ của giáo viên bạn yêu thích nhất là gì?',
      TH: 'ครูคนโปรดของคุณนามสกุลอะไร',
      PT: 'Qual é o sobrenome do seu professor favorito?',
    },
  },
  {
    code: 'childhood_street',
    texts: {
      EN: 'What was the name of the street you grew up on?',
      TL: 'Ano ang pangalan ng kalyeng kinalakhan mo?',
      CN: '您童年居住的街道叫什么名字？',
      VI: 'Tên con đường nơi bạn lớn lên là gì?',
      TH: 'ถนนที่คุณเติบโตมาชื่ออะไร',
      PT: 'Qual era o nome da rua onde você cresceu?',
    },
  },
];
