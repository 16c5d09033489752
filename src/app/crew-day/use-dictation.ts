import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API dictation uses (Chrome and Safari name it webkitSpeechRecognition). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const speech = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition ?? null;
}

const problemWords: Record<string, string> = {
  'not-allowed': 'Dictation needs the microphone: allow it for Canopy in the browser’s settings.',
  'service-not-allowed': 'Dictation needs the microphone: allow it for Canopy in the browser’s settings.',
  network: 'Dictation needs signal here. Use the microphone on your keyboard instead.',
  'no-speech': 'Nothing was heard. Tap Dictate and speak.',
  'audio-capture': 'No microphone was found.',
};

/**
 * Dictation through the browser's speech recognition where it has one (Chrome, Safari): each
 * finished phrase is handed to `onPhrase`. Elsewhere `available` is false, and the keyboard's own
 * microphone does the same.
 */
export function useDictation(onPhrase: (phrase: string) => void) {
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const phrase = useRef(onPhrase);
  useEffect(() => {
    phrase.current = onPhrase;
  }, [onPhrase]);

  useEffect(() => () => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Speech = recognitionConstructor();
    if (!Speech) return;
    const listener = new Speech();
    listener.lang = navigator.language;
    listener.continuous = true;
    listener.interimResults = false;
    listener.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index];
        const text = result?.[0]?.transcript.trim();
        if (result?.isFinal && text) phrase.current(text);
      }
    };
    listener.onerror = (event) => setProblem(problemWords[event.error] ?? 'Dictation stopped.');
    listener.onend = () => setListening(false);
    recognition.current = listener;
    setProblem(null);
    setListening(true);
    listener.start();
  }, []);

  const stop = useCallback(() => recognition.current?.stop(), []);

  return { available: recognitionConstructor() !== null, listening, problem, start, stop };
}
