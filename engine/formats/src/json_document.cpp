#include "golf/formats/json_document.hpp"

#include "file_text.hpp"
#include "golf/formats/atomic_file.hpp"
#include "json_conversion.hpp"
#include "json_text.hpp"
#include "name_text.hpp"

namespace golf {

JsonDocumentRead readJsonDocument(const std::filesystem::path& path, const JsonLimits& limits) {
    FileText file = readTextFile(path, limits.maxBytes);
    if (!file.error.empty()) {
        JsonDocumentRead read;
        read.missing = file.missing;
        read.error = sourceNameOf(path) + ": " + file.error;
        return read;
    }
    return parseJsonDocument(file.text, sourceNameOf(path), limits);
}

JsonDocumentRead parseJsonDocument(std::string_view text, std::string source,
                                   const JsonLimits& limits) {
    JsonDocumentRead read;
    if (text.size() > limits.maxBytes) {
        read.error =
            source + ": the text is larger than " + std::to_string(limits.maxBytes) + " bytes";
        return read;
    }
    JsonParse parsed = parseJson(text, source, limits.maxValues, limits.maxObjectKeys);
    if (!parsed.value) {
        read.error = parsed.errors.empty() ? source + ": not JSON" : parsed.errors.front();
        return read;
    }
    read.document = JsonDocument{std::move(source), fromJson(*parsed.value)};
    return read;
}

std::string writeJsonDocument(const std::filesystem::path& path, const JsonValue& value) {
    return writeFileAtomically(path, readableJsonText(value));
}

} // namespace golf
