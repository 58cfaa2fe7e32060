import type { Certificate } from '../../../core/schemas/certificate.ts'

/**
 * A sample certificate. `issued` is days before seeding; `validFor` is days from issue to expiry
 * (null: does not expire); `created` is days before seeding.
 */
export type SampleCertificate = Omit<
  Certificate,
  'issued_date' | 'expiry_date' | 'created_at' | 'updated_at' | 'is_active' | 'expired' | 'expires_soon'
> & {
  issued: number
  validFor: number | null
  created: number
}

const img = (name: string) => `/images/certificates/${name}.webp`
const verifyUrl = (id: string) => `https://credentials.example.com/verify/${id}`

// SPEC.md §3: issuers AWS, Board Infinity, Google, IBM, META; categories Cloud Computing,
// Database Management, DevOps, Front-End Development, Web Development.
export const SAMPLE_CERTIFICATES: SampleCertificate[] = [
  {
    id: 1,
    title: 'AWS Certified Developer – Associate',
    issuer: 'AWS',
    platform: 'AWS Training and Certification',
    certificate_id: 'AWS-DVA-7K2M9Q4XPL',
    credential_url: verifyUrl('AWS-DVA-7K2M9Q4XPL'),
    image_url: img('aws-developer-associate'),
    category: 'Cloud Computing',
    skills: ['AWS Lambda', 'Amazon DynamoDB', 'API Gateway', 'IAM', 'CI/CD with CodePipeline', 'CloudWatch'],
    description:
      'Validates the ability to develop, deploy and debug cloud applications on AWS: serverless functions, ' +
      'managed databases, secure access with IAM and automated delivery pipelines.',
    featured: true,
    verified: true,
    issued: 210,
    validFor: 365 * 3,
    created: 205,
  },
  {
    id: 2,
    title: 'AWS Certified Cloud Practitioner',
    issuer: 'AWS',
    platform: 'AWS Training and Certification',
    certificate_id: 'AWS-CLF-3HD8RW1NZA',
    credential_url: verifyUrl('AWS-CLF-3HD8RW1NZA'),
    image_url: img('aws-cloud-practitioner'),
    category: 'Cloud Computing',
    skills: ['AWS Core Services', 'Cloud Economics', 'Shared Responsibility Model', 'Billing and Pricing'],
    description:
      'Foundational understanding of AWS Cloud concepts, core services, security, architecture, pricing and support.',
    featured: false,
    verified: true,
    issued: 560,
    validFor: 365 * 3,
    created: 550,
  },
  {
    id: 3,
    title: 'Meta Front-End Developer Professional Certificate',
    issuer: 'META',
    platform: 'Coursera',
    certificate_id: 'META-FE-QX84LM20BT',
    credential_url: verifyUrl('META-FE-QX84LM20BT'),
    image_url: img('meta-front-end'),
    category: 'Front-End Development',
    skills: ['React', 'JavaScript', 'HTML5', 'CSS', 'UX/UI Design', 'Responsive Design', 'Version Control'],
    description:
      'A nine-course programme covering modern front-end development: semantic HTML, responsive CSS, JavaScript, ' +
      'React, UX principles and a capstone web application.',
    featured: true,
    verified: true,
    issued: 480,
    validFor: null,
    created: 470,
  },
  {
    id: 4,
    title: 'Meta Back-End Developer Professional Certificate',
    issuer: 'META',
    platform: 'Coursera',
    certificate_id: 'META-BE-7TRW55KD9E',
    credential_url: verifyUrl('META-BE-7TRW55KD9E'),
    image_url: img('meta-back-end'),
    category: 'Web Development',
    skills: ['Python', 'Django', 'REST APIs', 'MySQL', 'Linux Commands', 'Git'],
    description:
      'Server-side development with Python and Django: data modelling, REST APIs, authentication, testing and ' +
      'deployment, finished with a full-stack capstone project.',
    featured: true,
    verified: true,
    issued: 400,
    validFor: null,
    created: 395,
  },
  {
    id: 5,
    title: 'Google IT Automation with Python',
    issuer: 'Google',
    platform: 'Coursera',
    certificate_id: 'GOOG-ITA-5N2P8C6VJY',
    credential_url: verifyUrl('GOOG-ITA-5N2P8C6VJY'),
    image_url: img('google-it-automation'),
    category: 'DevOps',
    skills: ['Python', 'Bash Scripting', 'Git and GitHub', 'Configuration Management', 'Troubleshooting'],
    description:
      'Automating real system-administration tasks with Python and Bash, managing configuration at scale with ' +
      'Puppet, and using Git and cloud services in everyday operations.',
    featured: false,
    verified: true,
    issued: 620,
    validFor: null,
    created: 610,
  },
  {
    id: 6,
    title: 'IBM Relational Database Administrator',
    issuer: 'IBM',
    platform: 'Coursera',
    certificate_id: 'IBM-RDBA-9WQ3K7HD1M',
    credential_url: verifyUrl('IBM-RDBA-9WQ3K7HD1M'),
    image_url: img('ibm-database-administrator'),
    category: 'Database Management',
    skills: ['SQL', 'PostgreSQL', 'MySQL', 'Database Security', 'Backup and Recovery', 'Performance Tuning'],
    description:
      'Designing, securing and operating relational databases: normalisation, indexing, monitoring, backups and ' +
      'recovery on PostgreSQL, MySQL and Db2.',
    featured: true,
    verified: true,
    issued: 300,
    validFor: null,
    created: 290,
  },
  {
    id: 7,
    title: 'IBM Introduction to Containers with Docker, Kubernetes & OpenShift',
    issuer: 'IBM',
    platform: 'Coursera',
    certificate_id: 'IBM-CNT-2ZB6YF4RQS',
    credential_url: verifyUrl('IBM-CNT-2ZB6YF4RQS'),
    image_url: img('ibm-containers'),
    category: 'DevOps',
    skills: ['Docker', 'Kubernetes', 'OpenShift', 'Container Registries'],
    description:
      'Building and running container images, orchestrating them with Kubernetes and deploying to OpenShift, ' +
      'with hands-on labs for each step.',
    featured: false,
    verified: true,
    issued: 140,
    validFor: null,
    created: 135,
  },
  {
    id: 8,
    title: 'Full Stack Web Development with Django and React',
    issuer: 'Board Infinity',
    platform: 'Coursera',
    certificate_id: 'BI-FSWD-8MX1TG7PLC',
    credential_url: verifyUrl('BI-FSWD-8MX1TG7PLC'),
    image_url: img('board-infinity-full-stack'),
    category: 'Web Development',
    skills: ['Django', 'React', 'REST APIs', 'Authentication', 'Deployment'],
    description:
      'Building and deploying a complete web application with a Django REST backend and a React frontend, ' +
      'including authentication, testing and production deployment.',
    featured: false,
    verified: true,
    issued: 90,
    validFor: null,
    created: 85,
  },
]
