import { Accordion } from '../../../components/accordion/accordion'
import type { FaqTopicText } from '../faq-content'
import './faq-search.css'

/**
 * Spec 2.13: the five topics as an accordion (h3 toggles); each panel lists its questions and answers.
 * `topics` are already in the reader's language (`faqTexts`), the same texts the search reads.
 */
export function FaqTopics({ topics }: { topics: readonly FaqTopicText[] }) {
  return (
    <Accordion
      headingLevel={3}
      items={topics.map((topic) => ({
        id: topic.id,
        title: topic.title,
        content: (
          <dl className="faq-topic">
            {topic.items.map((item) => (
              <div key={item.question} className="faq-topic__item">
                <dt className="faq-topic__question">{item.question}</dt>
                <dd className="faq-topic__answer">{item.answer}</dd>
              </div>
            ))}
          </dl>
        ),
      }))}
    />
  )
}
