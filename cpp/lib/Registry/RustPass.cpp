//===- RustPass.cpp - registering Rust-implemented passes by name --------===//
//
// The MLIR C API can create an external pass but has no pass registry and no
// pass options. RustPass is the minimal C++ adaptor: it carries the Rust
// callbacks, declares the Rust pass's options as real `Pass::Option`s (so
// upstream parses them, reports unknown/malformed options, prints them in
// pipelines and --help), and forwards the parsed values and runOnOperation to
// Rust.
//
//===----------------------------------------------------------------------===//

#include "tileas-c/Tileas.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/TypeID.h"
#include "llvm/ADT/StringExtras.h"

#include <memory>
#include <variant>

using namespace mlir;

namespace {

struct OptionSpec {
  std::string name;
  std::string description;
  TileasPassOptionKind kind;
  std::string defaultValue;
};

/// Registration-time copy of TileasRustPassInfo; lives for the process.
struct RustPassDescriptor {
  TypeID typeID;
  std::string argument, name, description, opName;
  std::vector<OptionSpec> options;
  std::vector<MlirDialectHandle> dependentDialects;
  TileasRustPassInfo callbacks;
};

class RustPass : public Pass {
public:
  RustPass(const RustPassDescriptor &desc, void *state)
      : Pass(desc.typeID, desc.opName.empty()
                              ? std::nullopt
                              : std::optional<StringRef>(desc.opName)),
        desc(desc), state(state) {
    for (const OptionSpec &spec : desc.options) {
      auto descAttr = llvm::cl::desc(spec.description);
      switch (spec.kind) {
      case TILEAS_PASS_OPTION_BOOL:
        options.emplace_back(std::make_unique<Option<bool>>(
            *this, spec.name, descAttr,
            llvm::cl::init(spec.defaultValue == "true")));
        break;
      case TILEAS_PASS_OPTION_INT: {
        int64_t value = 0;
        (void)llvm::to_integer(spec.defaultValue, value);
        options.emplace_back(std::make_unique<Option<int64_t>>(
            *this, spec.name, descAttr, llvm::cl::init(value)));
        break;
      }
      case TILEAS_PASS_OPTION_STRING:
        options.emplace_back(std::make_unique<Option<std::string>>(
            *this, spec.name, descAttr, llvm::cl::init(spec.defaultValue)));
        break;
      }
    }
  }
  ~RustPass() override { desc.callbacks.destroy(state); }

  StringRef getName() const override { return desc.name; }
  StringRef getArgument() const override { return desc.argument; }
  StringRef getDescription() const override { return desc.description; }

  void getDependentDialects(DialectRegistry &registry) const override {
    for (MlirDialectHandle handle : desc.dependentDialects)
      mlirDialectHandleInsertDialect(handle, wrap(&registry));
  }

  bool canScheduleOn(RegisteredOperationName opName) const override {
    return desc.opName.empty() || opName.getStringRef() == desc.opName;
  }

  LogicalResult initializeOptions(
      StringRef optionText,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(Pass::initializeOptions(optionText, errorHandler)))
      return failure();
    return pushOptionsToRust(errorHandler);
  }

  std::unique_ptr<Pass> clonePass() const override {
    auto copy =
        std::make_unique<RustPass>(desc, desc.callbacks.clone(state));
    copy->copyOptionValuesFrom(this);
    return copy;
  }

  void runOnOperation() override {
    if (mlirLogicalResultIsFailure(
            desc.callbacks.run(state, wrap(getOperation()))))
      signalPassFailure();
  }

private:
  using AnyOption =
      std::variant<std::unique_ptr<Option<bool>>, std::unique_ptr<Option<int64_t>>,
                   std::unique_ptr<Option<std::string>>>;

  /// Hands every option's parsed value to Rust, which may still reject it
  /// (for example an enum-like string option).
  LogicalResult
  pushOptionsToRust(function_ref<LogicalResult(const Twine &)> errorHandler) {
    for (auto [spec, option] : llvm::zip(desc.options, options)) {
      std::string value = std::visit(
          [](auto &opt) -> std::string {
            using T = std::decay_t<decltype(opt->getValue())>;
            if constexpr (std::is_same_v<T, bool>)
              return opt->getValue() ? "true" : "false";
            else if constexpr (std::is_same_v<T, int64_t>)
              return std::to_string(opt->getValue());
            else
              return opt->getValue();
          },
          option);
      std::string error;
      auto appendError = [](MlirStringRef text, void *data) {
        static_cast<std::string *>(data)->append(text.data, text.length);
      };
      if (mlirLogicalResultIsFailure(desc.callbacks.setOption(
              state, wrap(StringRef(spec.name)), wrap(StringRef(value)),
              appendError, &error)))
        return errorHandler(Twine("invalid value for option '") + spec.name +
                            "' of pass '" + desc.argument + "': " + error);
    }
    return success();
  }

  const RustPassDescriptor &desc;
  void *state;
  std::vector<AnyOption> options;
};

std::vector<std::unique_ptr<RustPassDescriptor>> &descriptors() {
  static std::vector<std::unique_ptr<RustPassDescriptor>> all;
  return all;
}

TypeIDAllocator &typeIDAllocator() {
  static TypeIDAllocator allocator;
  return allocator;
}

} // namespace

void tileasRegisterRustPass(const TileasRustPassInfo *info) {
  auto desc = std::make_unique<RustPassDescriptor>();
  desc->typeID = typeIDAllocator().allocate();
  desc->argument = unwrap(info->argument).str();
  desc->name = unwrap(info->name).str();
  desc->description = unwrap(info->description).str();
  desc->opName = unwrap(info->opName).str();
  for (intptr_t i = 0; i < info->nOptions; ++i)
    desc->options.push_back({unwrap(info->options[i].name).str(),
                             unwrap(info->options[i].description).str(),
                             info->options[i].kind,
                             unwrap(info->options[i].defaultValue).str()});
  desc->dependentDialects.assign(
      info->dependentDialects,
      info->dependentDialects + info->nDependentDialects);
  desc->callbacks = *info;
  // The strings in `callbacks` are not owned; only the function pointers and
  // userData are used after this point.
  const RustPassDescriptor &ref = *desc;
  descriptors().push_back(std::move(desc));
  registerPass([&ref]() -> std::unique_ptr<Pass> {
    auto pass = std::make_unique<RustPass>(
        ref, ref.callbacks.create(ref.callbacks.userData));
    return pass;
  });
}

void tileasRegisterPassPipeline(MlirStringRef argument,
                                MlirStringRef description,
                                MlirStringRef pipeline) {
  // registerPassPipeline keeps StringRefs to the argument and description.
  static std::vector<std::unique_ptr<std::string>> storage;
  storage.push_back(std::make_unique<std::string>(unwrap(argument).str()));
  StringRef arg = *storage.back();
  storage.push_back(std::make_unique<std::string>(unwrap(description).str()));
  StringRef desc = *storage.back();
  std::string text = unwrap(pipeline).str();
  registerPassPipeline(
      arg, desc,
      [text](OpPassManager &pm, StringRef options,
             function_ref<LogicalResult(const Twine &)> errorHandler)
          -> LogicalResult {
        if (!options.empty())
          return errorHandler("pipeline takes no options");
        std::string errors;
        llvm::raw_string_ostream os(errors);
        if (failed(parsePassPipeline(text, pm, os)))
          return errorHandler("invalid pipeline '" + text + "': " + errors);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)>) {});
}
